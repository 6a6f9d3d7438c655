
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.sitofp %v : vector<4xi32> to tensor<4xf32>
  return
}
// expected-error@-3 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
