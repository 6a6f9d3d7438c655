
func.func @f(%a: i32, %c: i1) { %0 = arith.extui %a : i32 i64
 return }
// expected-error@-2 {{custom op 'arith.extui' expected 'to'}}
