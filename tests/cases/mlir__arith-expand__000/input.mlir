// RUN: mlir-opt %s -arith-expand -split-input-file

func.func @ops(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, f32, f32, f32, f32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %y : f32
  %4 = arith.minimumf %x, %y : f32
  %5 = arith.maxnumf %x, %y : f32
  %6 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, f32, f32, f32, f32
}
