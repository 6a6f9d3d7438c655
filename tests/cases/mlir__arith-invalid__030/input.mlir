
func.func @f(%a: f32, %c: i1) { %0 = "arith.scaling_truncf"(%a) : (f32) -> f16
 return }
// expected-error@-2 {{'arith.scaling_truncf' op expected 2 operands, but found 1}}
