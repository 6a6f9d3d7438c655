"builtin.module"() ({
  "func.func"() <{function_type = (f32, tensor<4x8xf32>) -> f32, sym_name = "fill_extract"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<4x8xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "linalg.fill"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = "tensor.extract"(%1, %0, %0) : (tensor<4x8xf32>, index, index) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

