
// Attributes, properties and result types must match.
func.func @different(%a: i32, %b: i64) -> (i32, i32, i64, i64, index, index) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  %2 = arith.constant 1 : i64
  %3 = arith.constant 1 : i64
  %4 = arith.index_cast %a : i32 to index
  %5 = arith.index_cast %b : i64 to index
  %6 = arith.addi %a, %0 {foo} : i32
  %7 = arith.addi %a, %0 {bar} : i32
  %8 = arith.addi %a, %0 {foo} : i32
  "foo.use"(%6, %7, %8) : (i32, i32, i32) -> ()
  return %0, %1, %2, %3, %4, %5 : i32, i32, i64, i64, index, index
}

