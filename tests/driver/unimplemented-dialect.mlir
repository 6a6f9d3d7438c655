// ARGS: --split-input-file
// RMLIR-EXTRA: note: the 'emitc' dialect is registered in mlir-opt but not implemented in rmlir yet
func.func @f(%a: tensor<4xf32>, %c: f32) {
  %0 = emitc.constan ins(%c : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @g() {
  %0 = arith.addi_typo %a, %a : i32
  return
}
