// RUN: mlir-opt %s -canonicalize --split-input-file
// Cast folds of arith: extensions, truncations, index casts, bitcasts and
// int/float conversions of constants (only exact float conversions fold,
// under the op's rounding mode), and the folds of cast chains.

func.func @int_ext_trunc() -> (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128) {
  %a = arith.constant -1 : i32
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %b = arith.constant 300 : i32
  %2 = arith.trunci %b : i32 to i8
  %3 = arith.trunci %b : i32 to i1
  %t = arith.constant true
  %4 = arith.extsi %t : i1 to i65
  %v = arith.constant dense<[-1, 2]> : vector<2xi8>
  %5 = arith.extsi %v : vector<2xi8> to vector<2xi16>
  %w = arith.constant dense<-1> : tensor<2xi8>
  %6 = arith.extui %w : tensor<2xi8> to tensor<2xi16>
  %c = arith.constant -5 : i64
  %7 = arith.extsi %c : i64 to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128
}

// -----

func.func @ext_chains(%x: i8, %y: i32, %z: i16) -> (i64, i64, i16, i8, i16, i8, i32, i64) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i64
  %b = arith.extsi %x : i8 to i16
  %1 = arith.extsi %b : i16 to i64
  %2 = arith.trunci %y : i32 to i16
  %c = arith.extui %x : i8 to i32
  %3 = arith.trunci %c : i32 to i8
  %d = arith.extsi %y : i32 to i64
  %4 = arith.trunci %d : i64 to i16
  %e = arith.trunci %y : i32 to i16
  %5 = arith.trunci %e : i16 to i8
  %f = arith.extsi %z : i16 to i64
  %6 = arith.trunci %f : i64 to i32
  %g = arith.extui %x : i8 to i16
  %7 = arith.extsi %g : i16 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i16, i8, i16, i8, i32, i64
}

// -----

func.func @trunci_of_shift(%x: i32, %v: vector<4xi32>) -> (i16, i16, vector<4xi16>, i16) {
  %c16 = arith.constant 16 : i32
  %a = arith.shrsi %x, %c16 : i32
  %0 = arith.trunci %a : i32 to i16
  %c8 = arith.constant 8 : i32
  %b = arith.shrsi %x, %c8 : i32
  %1 = arith.trunci %b : i32 to i16
  %s16 = arith.constant dense<16> : vector<4xi32>
  %c = arith.shrsi %v, %s16 : vector<4xi32>
  %2 = arith.trunci %c overflow<nsw> : vector<4xi32> to vector<4xi16>
  %d = arith.shrsi %x, %c16 : i32
  %3 = arith.trunci %d overflow<nuw> : i32 to i16
  return %0, %1, %2, %3 : i16, i16, vector<4xi16>, i16
}

// -----

func.func @index_casts(%x: i32, %i: index, %y: i64) -> (index, index, i32, i32, index, index, index, index) {
  %a = arith.constant -1 : i32
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %ci = arith.constant -1 : index
  %b = arith.index_cast %ci : index to i32
  %c = arith.index_castui %ci : index to i32
  %d = arith.index_cast %x : i32 to index
  %2 = arith.index_cast %d : index to i32
  %e = arith.index_castui %x : i32 to index
  %3 = arith.index_castui %e : index to i32
  %f = arith.extsi %x : i32 to i64
  %4 = arith.index_cast %f : i64 to index
  %g = arith.extui %x : i32 to i64
  %5 = arith.index_castui %g : i64 to index
  %h = arith.index_cast %i : index to i32
  %6 = arith.index_cast %h : i32 to index
  %k = arith.index_cast %y : i64 to index
  %7 = arith.index_castui %k : index to i64
  %r = arith.index_cast %7 : i64 to index
  %s0 = arith.index_cast %b : i32 to index
  %s1 = arith.index_cast %c : i32 to index
  return %0, %s0, %2, %3, %4, %5, %6, %r : index, index, i32, i32, index, index, index, index
}

// -----

func.func @index_cast_vectors() -> (vector<2xindex>, vector<2xi8>) {
  %a = arith.constant dense<[-1, 300]> : vector<2xi32>
  %0 = arith.index_cast %a : vector<2xi32> to vector<2xindex>
  %b = arith.constant dense<[255, 256]> : vector<2xindex>
  %1 = arith.index_castui %b : vector<2xindex> to vector<2xi8>
  return %0, %1 : vector<2xindex>, vector<2xi8>
}

// -----

func.func @bitcasts(%x: f32, %y: i32) -> (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16) {
  %a = arith.constant 1.0 : f32
  %0 = arith.bitcast %a : f32 to i32
  %b = arith.constant 1065353216 : i32
  %1 = arith.bitcast %b : i32 to f32
  %c = arith.constant -1 : i16
  %2 = arith.bitcast %c : i16 to f16
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %3 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %4 = arith.bitcast %x : f32 to f32
  %d = arith.bitcast %x : f32 to i32
  %5 = arith.bitcast %d : i32 to i32
  %6 = arith.bitcast %d : i32 to f32
  %h = arith.constant 16256 : i16
  %7 = arith.bitcast %h : i16 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16
}

// -----

func.func @bitcast_splat_and_chains(%x: vector<4xi32>) -> (vector<4xf32>, tensor<2xi64>, vector<4xf32>) {
  %s = arith.constant dense<1065353216> : vector<4xi32>
  %0 = arith.bitcast %s : vector<4xi32> to vector<4xf32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = arith.bitcast %t : tensor<2xf64> to tensor<2xi64>
  %a = arith.bitcast %x : vector<4xi32> to vector<4xf32>
  %b = arith.bitcast %a : vector<4xf32> to vector<4xi32>
  %2 = arith.bitcast %b : vector<4xi32> to vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, tensor<2xi64>, vector<4xf32>
}

// -----

func.func @extf() -> (f64, f32, f64, f32, f32, vector<2xf32>, f64) {
  %a = arith.constant 1.5 : f32
  %0 = arith.extf %a : f32 to f64
  %b = arith.constant 65504.0 : f16
  %1 = arith.extf %b : f16 to f32
  %inf = arith.constant 0x7F800000 : f32
  %2 = arith.extf %inf : f32 to f64
  %nan = arith.constant 0x7E00 : f16
  %3 = arith.extf %nan : f16 to f32
  %snan = arith.constant 0x7C01 : f16
  %4 = arith.extf %snan : f16 to f32
  %v = arith.constant dense<[1.0, 0.5]> : vector<2xbf16>
  %5 = arith.extf %v : vector<2xbf16> to vector<2xf32>
  %c = arith.constant 1.0e-40 : f32
  %6 = arith.extf %c : f32 to f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f32, f64, f32, f32, vector<2xf32>, f64
}

// -----

func.func @truncf() -> (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32) {
  %a = arith.constant 1.5 : f64
  %0 = arith.truncf %a : f64 to f32
  %b = arith.constant 0.1 : f64
  %1 = arith.truncf %b : f64 to f32
  %c = arith.constant 65520.0 : f32
  %2 = arith.truncf %c : f32 to f16
  %inf = arith.constant 0xFF800000 : f32
  %3 = arith.truncf %inf : f32 to f16
  %d = arith.constant 1.0 : f32
  %4 = arith.truncf %d : f32 to bf16
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.truncf %nan : f32 to f16
  %e = arith.constant 5.9604644775390625E-8 : f32
  %6 = arith.truncf %e : f32 to f16
  %v = arith.constant dense<[1.0, 0.1]> : vector<2xf32>
  %7 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  %f = arith.constant 2.0 : f64
  %8 = arith.truncf %f downward : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32
}

// -----

func.func @truncf_small_types() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2) {
  %a = arith.constant 448.0 : f32
  %0 = arith.truncf %a : f32 to f8E4M3FN
  %inf = arith.constant 0x7F800000 : f32
  %1 = arith.truncf %inf : f32 to f8E4M3FN
  %b = arith.constant -2.0 : f32
  %2 = arith.truncf %b : f32 to f8E5M2FNUZ
  %c = arith.constant 6.0 : f16
  %3 = arith.truncf %c : f16 to f4E2M1FN
  %d = arith.constant 0.25 : f32
  %4 = arith.truncf %d : f32 to f8E8M0FNU
  %e = arith.constant 0x7C00 : f16
  %5 = arith.truncf %e : f16 to f8E5M2
  return %0, %1, %2, %3, %4, %5 : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2
}

// -----

func.func @float_chains(%x: f32, %h: f16, %i: i32) -> (f32, f32, f16, f16, f16, f32, f16) {
  %a = arith.truncf %x fastmath<contract> : f32 to f16
  %0 = arith.extf %a fastmath<contract> : f16 to f32
  %b = arith.truncf %x : f32 to f16
  %1 = arith.extf %b fastmath<contract> : f16 to f32
  %c = arith.extf %h : f16 to f64
  %2 = arith.truncf %c : f64 to f16
  %d = arith.extf %h : f16 to f64
  %3 = arith.truncf %d : f64 to bf16
  %e = arith.sitofp %i : i32 to f32
  %4 = arith.truncf %e : f32 to f16
  %f = arith.uitofp %i : i32 to f32
  %5 = arith.extf %f : f32 to f64
  %6 = arith.truncf %5 : f64 to f32
  %g = arith.uitofp %i : i32 to f32
  %7 = arith.truncf %g upward : f32 to f16
  %k = arith.extf %h : f16 to f32
  %8 = arith.truncf %k : f32 to f16
  return %0, %1, %2, %7, %4, %6, %8 : f32, f32, f16, f16, f16, f32, f16
}

// -----

func.func @bf16_chain(%h: bf16) -> (f16, bf16) {
  %a = arith.extf %h : bf16 to f32
  %0 = arith.truncf %a : f32 to f16
  %b = arith.extf %h : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  return %0, %1 : f16, bf16
}

// -----

func.func @int_to_float() -> (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>) {
  %a = arith.constant -1 : i32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %t = arith.constant true
  %2 = arith.sitofp %t : i1 to f32
  %3 = arith.uitofp %t : i1 to f32
  %b = arith.constant 70000 : i32
  %4 = arith.uitofp %b : i32 to f16
  %c = arith.constant 340282366920938463463374607431768211455 : i128
  %5 = arith.uitofp %c : i128 to f64
  %d = arith.constant 16777217 : i32
  %6 = arith.sitofp %d : i32 to f32
  %v = arith.constant dense<[1, -3]> : vector<2xi8>
  %7 = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f16, f64, f32, vector<2xf32>
}

// -----

func.func @float_to_int() -> (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>) {
  %a = arith.constant -2.75 : f32
  %0 = arith.fptosi %a : f32 to i32
  %1 = arith.fptoui %a : f32 to i32
  %b = arith.constant 255.5 : f32
  %2 = arith.fptoui %b : f32 to i8
  %3 = arith.fptosi %b : f32 to i8
  %c = arith.constant -128.9 : f64
  %4 = arith.fptosi %c : f64 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %6 = arith.fptoui %inf : f32 to i32
  %d = arith.constant -1.0 : f32
  %7 = arith.fptosi %d : f32 to i1
  %e = arith.constant 1.0e30 : f32
  %8 = arith.fptosi %e : f32 to i128
  %v = arith.constant dense<[1.5, -0.5]> : vector<2xf32>
  %9 = arith.fptosi %v : vector<2xf32> to vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>
}

// -----

func.func @float_to_int_small() -> (i8, i8, i32) {
  %a = arith.constant -0.5 : f32
  %0 = arith.fptoui %a : f32 to i8
  %b = arith.constant 2.5 : f8E4M3FN
  %1 = arith.fptosi %b : f8E4M3FN to i8
  %c = arith.constant 1.0e10 : f64
  %2 = arith.fptosi %c : f64 to i32
  return %0, %1, %2 : i8, i8, i32
}
