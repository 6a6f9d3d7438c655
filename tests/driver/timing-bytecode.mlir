// ARGS: --mlir-timing --emit-bytecode
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
