// RUN: mlir-opt %s -arith-expand=include-f8e8m0

func.func @b(%a: f4E2M1FN, %x: f32, %c: f8E8M0FNU) -> (f32, f4E2M1FN, f32, f8E8M0FNU) {
  %0 = arith.extf %a : f4E2M1FN to f32
  %1 = arith.truncf %x : f32 to f4E2M1FN
  %2 = arith.extf %c : f8E8M0FNU to f32
  %3 = arith.truncf %x : f32 to f8E8M0FNU
  return %0, %1, %2, %3 : f32, f4E2M1FN, f32, f8E8M0FNU
}
