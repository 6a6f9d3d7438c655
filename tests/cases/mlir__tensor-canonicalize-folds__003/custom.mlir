module {
  func.func @from_elements(%arg0: f32, %arg1: index, %arg2: index) -> (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 1.500000e+00 : f32
    %from_elements = tensor.from_elements %arg0, %cst, %cst, %arg0, %arg0, %cst : tensor<2x3xf32>
    %extracted = tensor.extract %from_elements[%c1, %c0] : tensor<2x3xf32>
    %extracted_0 = tensor.extract %from_elements[%c0, %c1] : tensor<2x3xf32>
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %from_elements_1 = tensor.from_elements %c3_i32, %c4_i32, %c4_i32, %c3_i32 : tensor<2x2xi32>
    %true = arith.constant true
    %from_elements_2 = tensor.from_elements %true, %true, %true : tensor<3xi1>
    %extracted_3 = tensor.extract %from_elements[%c4, %c0] : tensor<2x3xf32>
    return %extracted, %extracted_0, %from_elements_1, %from_elements_2, %extracted_3 : f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32
  }
}

