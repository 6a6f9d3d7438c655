
func.func @f(%a: f32, %c: i1) { %0 = "arith.constant"() : () -> f32
 return }
// expected-error@-2 {{'arith.constant' op requires attribute 'value'}}
