
func.func @f(%a: i32) { %0 = arith.cmpi "foo" : i32, %a, %a : i32
 return }
// expected-error@-2 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
