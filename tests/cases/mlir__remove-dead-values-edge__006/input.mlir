
// results used only by dead code after a call
func.func private @pair(%a: i32) -> (i32, i32) {
  %b = arith.muli %a, %a : i32
  return %a, %b : i32, i32
}
func.func @use_pair(%a: i32, %m: memref<i32>) {
  %r:2 = func.call @pair(%a) : (i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#1 : i32
  memref.store %r#0, %m[] : memref<i32>
  return
}

