
func.func @from_elements(%a: f32, %i: index, %j: index) -> (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 1.5 : f32
  %t = tensor.from_elements %a, %cst, %cst, %a, %a, %cst : tensor<2x3xf32>
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x3xf32>
  %1 = tensor.extract %t[%c0, %c1] : tensor<2x3xf32>
  %x = arith.constant 3 : i32
  %y = arith.constant 4 : i32
  %2 = tensor.from_elements %x, %y, %y, %x : tensor<2x2xi32>
  %t1 = arith.constant true
  %3 = tensor.from_elements %t1, %t1, %t1 : tensor<3xi1>
  %4 = tensor.extract %t[%c4, %c0] : tensor<2x3xf32>
  return %0, %1, %2, %3, %4 : f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32
}

