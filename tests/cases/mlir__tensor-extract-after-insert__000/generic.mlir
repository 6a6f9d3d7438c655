"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xi32>, i32) -> (i32, tensor<8xi32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "tensor.insert"(%arg1, %arg0, %0) : (i32, tensor<8xi32>, index) -> tensor<8xi32>
    %3 = "tensor.extract"(%2, %0) : (tensor<8xi32>, index) -> i32
    %4 = "tensor.insert"(%3, %2, %0) : (i32, tensor<8xi32>, index) -> tensor<8xi32>
    %5 = "tensor.extract"(%4, %1) : (tensor<8xi32>, index) -> i32
    %6 = "tensor.insert"(%5, %4, %1) : (i32, tensor<8xi32>, index) -> tensor<8xi32>
    "func.return"(%3, %6) : (i32, tensor<8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

