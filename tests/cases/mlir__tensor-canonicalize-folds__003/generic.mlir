"builtin.module"() ({
  "func.func"() <{function_type = (f32, index, index) -> (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32), sym_name = "from_elements"}> ({
  ^bb0(%arg0: f32, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %4 = "tensor.from_elements"(%arg0, %3, %3, %arg0, %arg0, %3) : (f32, f32, f32, f32, f32, f32) -> tensor<2x3xf32>
    %5 = "tensor.extract"(%4, %1, %0) : (tensor<2x3xf32>, index, index) -> f32
    %6 = "tensor.extract"(%4, %0, %1) : (tensor<2x3xf32>, index, index) -> f32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %9 = "tensor.from_elements"(%7, %8, %8, %7) : (i32, i32, i32, i32) -> tensor<2x2xi32>
    %10 = "arith.constant"() <{value = true}> : () -> i1
    %11 = "tensor.from_elements"(%10, %10, %10) : (i1, i1, i1) -> tensor<3xi1>
    %12 = "tensor.extract"(%4, %2, %0) : (tensor<2x3xf32>, index, index) -> f32
    "func.return"(%5, %6, %9, %11, %12) : (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32) -> ()
  }) : () -> ()
}) : () -> ()

