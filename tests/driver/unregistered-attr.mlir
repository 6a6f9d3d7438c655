// ARGS: --split-input-file
func.func @f() attributes {x = #mydia<"handle">} {
  return
}
// -----
func.func @g() attributes {x = #mydia.foo<3> : i32} {
  return
}
// -----
func.func @h() attributes {x = #mydia<"a\"b">} {
  return
}
