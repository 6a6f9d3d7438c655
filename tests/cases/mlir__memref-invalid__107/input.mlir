
// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "c", type = memref<2x2xf32>, initial_value = dense<1> : tensor<2x2xi32>}> : () -> ()
