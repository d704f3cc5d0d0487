// Placeholder until the supervisor lands.
