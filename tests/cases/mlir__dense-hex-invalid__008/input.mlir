
// expected-error@+1 {{elements literal must be a shaped type}}
"t.c"() {v = dense<"0x01"> : i8} : () -> ()
