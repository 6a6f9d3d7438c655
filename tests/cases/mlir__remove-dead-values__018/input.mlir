
// attrs that all go
func.func private @attrs2(%a: i32 {test.a}, %b: i32) -> (i32, i32 {test.r1}) {
  return %b, %a : i32, i32
}
func.func @use_attrs2(%x: i32) -> i32 {
  %r:2 = func.call @attrs2(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

