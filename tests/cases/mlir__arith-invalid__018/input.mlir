
func.func @f(%a: f64) { %0 = arith.truncf %a "bogus" : f64 to f32
 return }
// expected-error@-2 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "bogus"}}
