// RUN: mlir-opt %s -canonicalize --split-input-file
// Folds of arith.cmpi, arith.cmpf and arith.select: equal operands,
// constants moved to the right, i1 comparisons with 0 and 1, extensions
// of i1, NaN operands, constant conditions and operands.

func.func @cmpi_same(%x: i32, %v: vector<4xi32>, %t: tensor<?xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi sle, %x, %x : i32
  %3 = arith.cmpi ugt, %x, %x : i32
  %4 = arith.cmpi uge, %x, %x : i32
  %5 = arith.cmpi slt, %v, %v : vector<4xi32>
  %6 = arith.cmpi eq, %t, %t : tensor<?xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>
}

// -----

func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.cmpi ne, %a, %b : i8
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.cmpi sle, %a, %b : i8
  %4 = arith.cmpi sgt, %a, %b : i8
  %5 = arith.cmpi sge, %a, %b : i8
  %6 = arith.cmpi ult, %a, %b : i8
  %7 = arith.cmpi ule, %a, %b : i8
  %8 = arith.cmpi ugt, %a, %b : i8
  %9 = arith.cmpi uge, %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_vectors() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<2> : vector<3xi32>
  %0 = arith.cmpi slt, %a, %b : vector<3xi32>
  %1 = arith.cmpi sge, %b, %b : vector<3xi32>
  %c = arith.constant dense<[-1, 1]> : tensor<2xi64>
  %d = arith.constant dense<[1, -1]> : tensor<2xi64>
  %2 = arith.cmpi ult, %c, %d : tensor<2xi64>
  return %0, %1, %2 : vector<3xi1>, vector<3xi1>, tensor<2xi1>
}

// -----

func.func @cmpi_move_constant(%x: i32) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c, %x : i32
  %1 = arith.cmpi uge, %c, %x : i32
  %2 = arith.cmpi eq, %c, %x : i32
  %3 = arith.cmpi ne, %c, %x : i32
  %4 = arith.cmpi ule, %c, %x : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_i1(%x: i1, %y: i8, %v: vector<4xi1>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>) {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.cmpi ne, %x, %f : i1
  %1 = arith.cmpi eq, %x, %t : i1
  %2 = arith.cmpi eq, %x, %f : i1
  %3 = arith.cmpi ne, %x, %t : i1
  %z = arith.constant 0 : i32
  %e = arith.extsi %x : i1 to i32
  %4 = arith.cmpi ne, %e, %z : i32
  %u = arith.extui %x : i1 to i32
  %5 = arith.cmpi ne, %u, %z : i32
  %vf = arith.constant dense<false> : vector<4xi1>
  %6 = arith.cmpi ne, %v, %vf : vector<4xi1>
  %ve = arith.extui %v : vector<4xi1> to vector<4xi32>
  %vz = arith.constant dense<0> : vector<4xi32>
  %7 = arith.cmpi ne, %ve, %vz : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>
}

// -----

func.func @cmpi_ext_i8(%x: i8, %y: i8) -> (i1, i1) {
  %z = arith.constant 0 : i32
  %e = arith.extsi %x : i8 to i32
  %0 = arith.cmpi ne, %e, %z : i32
  %1 = arith.cmpi eq, %e, %z : i32
  return %0, %1 : i1, i1
}

// -----

func.func @cmpf() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_nan(%x: f32) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf ult, %nan, %x : f32
  %2 = arith.cmpf uno, %x, %nan : f32
  %3 = arith.cmpf oeq, %x, %x : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %4 = arith.cmpf oeq, %pz, %nz : f32
  %5 = arith.cmpf one, %nz, %pz : f32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %6 = arith.cmpf olt, %v, %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %0 = arith.select %c, %x, %x : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %ne, %y, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

func.func @select_vectors(%x: vector<3xi32>, %y: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>) {
  %st = arith.constant dense<true> : vector<3xi1>
  %0 = arith.select %st, %x, %y : vector<3xi1>, vector<3xi32>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %1 = arith.select %m, %a, %b : vector<3xi1>, vector<3xi32>
  %fa = arith.constant dense<1.0> : vector<3xf32>
  %fb = arith.constant dense<[2.0, 3.0, 4.0]> : vector<3xf32>
  %2 = arith.select %m, %fa, %fb : vector<3xi1>, vector<3xf32>
  %3 = arith.select %m, %x, %b : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>
}

// -----

func.func @select_scalar_cond_vector(%c: i1) -> vector<2xi32> {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = arith.select %c, %a, %b : vector<2xi32>
  return %0 : vector<2xi32>
}
