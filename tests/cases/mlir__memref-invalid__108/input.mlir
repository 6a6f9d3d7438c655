
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = 3 : i32}> : () -> ()
