
// unregistered op at module level with a region (potentially unknown symbol table)
"foo.table"() ({
  func.func private @f(%a: i32) -> i32 {
    return %a : i32
  }
}) : () -> ()
func.func @g(%v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  return %v : i32
}

