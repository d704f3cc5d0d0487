#pragma once
int cpf_placeholder(void);
