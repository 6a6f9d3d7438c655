
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.uitofp %i : i32 to i32
  return
}
// expected-error@-3 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
