
// arg and result attributes
func.func private @attrs(%a: i32 {test.a}, %b: i32 {test.b}, %c: i32) -> (i32 {test.r0}, i32 {test.r1}) {
  return %b, %a : i32, i32
}
func.func @use_attrs(%x: i32) -> i32 {
  %r:2 = func.call @attrs(%x, %x, %x) : (i32, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

