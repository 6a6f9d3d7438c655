
func.func @f(%a: i32) { %0 = arith.select %a, %a : i32
 return }
// expected-error@-2 {{custom op 'arith.select' expected 3 operands}}
