#include "CPipeFloor.h"
int cpf_placeholder(void) { return 0; }
