
func.func @ct(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 6 and 3}}
  %0 = tosa.concat %a, %a {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
