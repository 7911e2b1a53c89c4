"""The rules of Magna Grecia, a module a rule family (R1-R40), and the flat state they act on."""
