
func.func @binary_types(%a: tensor<4xf32>, %b: tensor<4xi32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xi32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

