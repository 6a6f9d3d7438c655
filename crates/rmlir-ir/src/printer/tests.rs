// tests added later
