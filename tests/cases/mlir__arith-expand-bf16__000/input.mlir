// RUN: mlir-opt %s -arith-expand=include-bf16 -split-input-file

func.func @b(%a: bf16, %x: f32) -> (f32, bf16) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %x : f32 to bf16
  return %0, %1 : f32, bf16
}
