#pragma once
// Placeholder until the spawn shim lands.
int cws_placeholder(void);
