
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got "x"}}
"memref.global"() <{sym_name = "e", type = memref<2xf32>, initial_value = "x"}> : () -> ()
