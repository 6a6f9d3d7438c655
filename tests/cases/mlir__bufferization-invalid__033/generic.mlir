"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "k"}> ({
  ^bb0(%arg0: memref<4xf32>):
    %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<*xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

