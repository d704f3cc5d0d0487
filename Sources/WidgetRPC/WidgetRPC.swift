// Placeholder until the framer and connection land.
