
func.func @f(%a: f32, %c: i1) { %0 = "arith.select"(%c, %a) : (i1, f32) -> f32
 return }
// expected-error@-2 {{'arith.select' op expected 3 operands, but found 2}}
