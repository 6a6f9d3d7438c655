
func.func @f(%a: i32, %c: i1) { %0 = arith.constant : i32
 return }
// expected-error@-2 {{expected attribute value}}
