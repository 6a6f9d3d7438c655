
func.func @f(%a: i32) { %0 = arith.addi %a, %a overflow<nsw,bogus> : i32
 return }
// expected-error@-2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-3 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
