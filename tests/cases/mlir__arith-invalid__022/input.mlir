
func.func @f(%a: f32) { %0 = arith.addf %a, %a fastmath<> : f32
 return }
// expected-error@-2 {{custom op 'arith.addf' expected valid keyword or string}}
// expected-error@-3 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
