
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.constant 1.5 : i32
  return
}
// expected-error@-2 {{floating point value not valid for specified type}}
