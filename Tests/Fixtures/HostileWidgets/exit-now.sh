#!/bin/sh
# Exits at once with code ${1:-1}: the cheapest crash loop (for the 200-restart leak test).
exit "${1:-1}"
