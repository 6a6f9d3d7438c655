
func.func @f(%a: i32, %c: i1) { %0 = arith.constant unit
 return }
// expected-error@-2 {{custom op 'arith.constant' invalid kind of attribute specified}}
