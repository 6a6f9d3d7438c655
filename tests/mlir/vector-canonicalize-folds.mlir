// RUN: mlir-opt %s -canonicalize --allow-unregistered-dialect --split-input-file

func.func @f(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
  %0 = vector.insert %arg1, %arg0 [1] : f16 into vector<4xf16>
  %c1 = arith.constant 1 : index
  %1 = vector.extract %0[%c1] : f16 from vector<4xf16>
  return %1 : f16
}
func.func @g(%a: vector<32x16xf32>) -> vector<1x16xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [3, 0], sizes = [1, 16], strides = [1, 1]} : vector<32x16xf32> to vector<1x16xf32>
  return %0 : vector<1x16xf32>
}
func.func @h(%a: vector<32x16x4xf32>) -> vector<1x1x4xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [3, 2], sizes = [1, 1], strides = [1, 1]} : vector<32x16x4xf32> to vector<1x1x4xf32>
  return %0 : vector<1x1x4xf32>
}
func.func @k() -> vector<2x300xi32> {
  %cst = arith.constant dense<[[1,2,3],[4,5,6],[7,8,9]]> : vector<3x3xi32>
  %0 = vector.extract_strided_slice %cst {offsets = [1], sizes = [2], strides = [1]} : vector<3x3xi32> to vector<2x3xi32>
  %c = arith.constant dense<[1,2,3]> : vector<3xi32>
  %b = vector.broadcast %c : vector<3xi32> to vector<400x3xi32>
  %1 = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<400x3xi32> to vector<2x2xi32>
  "use"(%0, %1) : (vector<2x3xi32>, vector<2x2xi32>) -> ()
  %x = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 1], strides = [1, 1]} : vector<400x3xi32> to vector<2x1xi32>
  "use"(%x) : (vector<2x1xi32>) -> ()
  %r = ub.poison : vector<2x300xi32>
  return %r : vector<2x300xi32>
}

// -----

func.func @a(%a : vector<8xf32>, %mask : vector<8xi1>, %p : vector<8xf32>) -> vector<8xf32> {
  %0 = vector.mask %mask, %p { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @b(%a : vector<8xf32>, %m : memref<8xf32>) -> f32 {
  %mask = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %mask { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %c0 = arith.constant 0 : index
  vector.mask %mask { vector.transfer_write %a, %m[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return %0 : f32
}
func.func @c(%a : vector<1xi32>, %b: i32, %m: vector<1xi1>) -> (i32, i32) {
  %0 = vector.reduction <maxsi>, %a, %b : vector<1xi32> into i32
  %c0 = arith.constant 0 : i32
  %1 = vector.mask %m { vector.reduction <add>, %a, %c0 : vector<1xi32> into i32 } : vector<1xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @d(%s: vector<1x1xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <add>, %s, %acc [0, 1] : vector<1x1xf32> to f32
  return %0 : f32
}
func.func @e(%s: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.multi_reduction <maxnumf>, %s, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @a(%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index) -> (vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (d0, d1, 0)>} : memref<4x8xf32>, vector<4x8x3xf32>
  %1 = vector.transfer_read %m[%i, %c0], %f0 : memref<4x8xf32>, vector<8xf32>
  %2 = vector.transfer_read %m[%c0, %c5], %f0 : memref<4x8xf32>, vector<4xf32>
  %mask = arith.constant dense<true> : vector<4xi1>
  %3 = vector.transfer_read %m[%c0, %c0], %f0, %mask : memref<4x8xf32>, vector<4xf32>
  "use"(%3) : (vector<4xf32>) -> ()
  %cm = vector.constant_mask [4] : vector<4xi1>
  vector.transfer_write %2, %m[%i, %c0], %cm : vector<4xf32>, memref<4x8xf32>
  %4 = vector.transfer_read %m[%i, %c5], %f0 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x4xf32>
  "use"(%4) : (vector<3x4xf32>) -> ()
  %5 = vector.transfer_read %m[%i, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x4xf32>
  "use"(%5) : (vector<3x4xf32>) -> ()
  return %0, %1, %2 : vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>
}
func.func @b(%t: tensor<f32>, %v: vector<f32>) -> vector<f32> {
  %f0 = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  %r = vector.transfer_read %w[], %f0 : tensor<f32>, vector<f32>
  return %r : vector<f32>
}
func.func @c(%t: tensor<4x4xf32>, %v: vector<4xf32>, %v2: vector<4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w0 = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v2, %w0[%c1, %c0] : vector<4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
  return %w2 : tensor<4x4xf32>
}

// -----

func.func @a() -> (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>) {
  %c = arith.constant dense<true> : vector<16xi1>
  %0 = vector.bitcast %c : vector<16xi1> to vector<2xi8>
  %d = arith.constant dense<3> : vector<16xi4>
  %1 = vector.bitcast %d : vector<16xi4> to vector<2xi32>
  %e = arith.constant dense<-2> : vector<4xi16>
  %2 = vector.bitcast %e : vector<4xi16> to vector<1xi64>
  %f = arith.constant dense<1.5> : vector<8xbf16>
  %3 = vector.bitcast %f : vector<8xbf16> to vector<4xi32>
  return %0, %1, %2, %3 : vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>
}

// -----

func.func @a(%arg0: vector<2x1x4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[1, 0, 0] : i8 from vector<2x1x4xi8>
  %1 = vector.extract %arg0[1, 0, 1] : i8 from vector<2x1x4xi8>
  %2 = vector.extract %arg0[1, 0, 2] : i8 from vector<2x1x4xi8>
  %3 = vector.extract %arg0[1, 0, 3] : i8 from vector<2x1x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @b(%arg0: vector<2x4xi8>) -> vector<2xi8> {
  %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 3] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1 : vector<2xi8>
  return %12 : vector<2xi8>
}
func.func @c(%arg0: vector<2x4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[0, 3] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
  %2 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
  %3 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @d(%arg0: vector<2x4xi8>) -> vector<1x4xi8> {
  %0 = vector.extract %arg0[1, 0] : i8 from vector<2x4xi8>
  %1 = vector.extract %arg0[1, 1] : i8 from vector<2x4xi8>
  %2 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %3 = vector.extract %arg0[1, 3] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<1x4xi8>
  return %12 : vector<1x4xi8>
}
func.func @e(%arg0: vector<4xi8>) -> vector<4xi8> {
  %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
  %1 = vector.extract %arg0[1] : i8 from vector<4xi8>
  %2 = vector.extract %arg0[2] : i8 from vector<4xi8>
  %3 = vector.extract %arg0[3] : i8 from vector<4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<4xi8>
  return %12 : vector<4xi8>
}
func.func @g(%arg0: vector<2x2xi8>) -> vector<2xi8> {
  %0 = vector.extract %arg0[0] : vector<2xi8> from vector<2x2xi8>
  %a = vector.extract %0[0] : i8 from vector<2xi8>
  %b = vector.extract %0[1] : i8 from vector<2xi8>
  %12 = vector.from_elements %a, %b : vector<2xi8>
  return %12 : vector<2xi8>
}
func.func @h() -> vector<2x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0],[3.0, 4.0]]> : vector<2x2xf32>
  %0 = vector.shape_cast %c : vector<2x2xf32> to vector<4xf32>
  %1 = vector.shape_cast %0 : vector<4xf32> to vector<2x2xf32>
  %2 = vector.transpose %c, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  "use"(%0, %2) : (vector<4xf32>, vector<2x2xf32>) -> ()
  return %1 : vector<2x2xf32>
}

// -----

func.func @a(%arg0: vector<2x4xi8>) -> vector<1xi8> {
  %0 = vector.extract %arg0[1, 2] : i8 from vector<2x4xi8>
  %12 = vector.from_elements %0 : vector<1xi8>
  return %12 : vector<1xi8>
}
func.func @b(%arg0: vector<1x1xi8>) -> vector<1xi8> {
  %0 = vector.extract %arg0[0, 0] : i8 from vector<1x1xi8>
  %12 = vector.from_elements %0 : vector<1xi8>
  return %12 : vector<1xi8>
}
func.func @c(%arg0: vector<4xi8>) -> vector<2x2xi8> {
  %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
  %1 = vector.extract %arg0[1] : i8 from vector<4xi8>
  %2 = vector.extract %arg0[2] : i8 from vector<4xi8>
  %3 = vector.extract %arg0[3] : i8 from vector<4xi8>
  %12 = vector.from_elements %0, %1, %2, %3 : vector<2x2xi8>
  return %12 : vector<2x2xi8>
}
func.func @d(%arg0: vector<1x4xi8>) -> vector<f32> {
  %f = arith.constant 1.0 : f32
  %12 = vector.from_elements %f : vector<f32>
  return %12 : vector<f32>
}

// -----

func.func @a(%v: vector<4x8xf32>, %s: vector<8xf32>, %f: f32) -> (vector<8xf32>, f32, f32, vector<8xf32>) {
  %0 = vector.insert %s, %v [1] : vector<8xf32> into vector<4x8xf32>
  %1 = vector.insert %f, %0 [2, 3] : f32 into vector<4x8xf32>
  %2 = vector.extract %1[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %1[1, 5] : f32 from vector<4x8xf32>
  %4 = vector.extract %1[2, 3] : f32 from vector<4x8xf32>
  %5 = vector.extract %1[3] : vector<8xf32> from vector<4x8xf32>
  return %2, %3, %4, %5 : vector<8xf32>, f32, f32, vector<8xf32>
}
func.func @b(%v: vector<32xf32>) -> (f32, f32) {
  %0 = vector.shape_cast %v : vector<32xf32> to vector<4x8xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
  %2 = vector.extract_strided_slice %v {offsets = [4], sizes = [8], strides = [1]} : vector<32xf32> to vector<8xf32>
  %3 = vector.extract %2[3] : f32 from vector<8xf32>
  return %1, %3 : f32, f32
}
func.func @c(%v: vector<4x8xf32>) -> (vector<8x4xf32>, f32) {
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<8x4xf32>
  %p = ub.poison : vector<4xf32>
  %2 = vector.extract %p[1] : f32 from vector<4xf32>
  %3 = vector.extract %v[-1, 0] : f32 from vector<4x8xf32>
  return %0, %3 : vector<8x4xf32>, f32
}
func.func @d(%f: f32, %g: f32) -> vector<2xf32> {
  %p = ub.poison : vector<2xf32>
  %0 = vector.insert %f, %p [0] : f32 into vector<2xf32>
  %1 = vector.insert %g, %0 [1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @e(%v: vector<2x2xf32>, %w: vector<2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %w, %v [0] : vector<2xf32> into vector<2x2xf32>
  %1 = vector.insert %w, %0 [0] : vector<2xf32> into vector<2x2xf32>
  %t:2 = vector.to_elements %w : vector<2xf32>
  %2 = vector.from_elements %t#0, %t#1 : vector<2xf32>
  %3 = vector.insert %2, %1 [1] : vector<2xf32> into vector<2x2xf32>
  return %3 : vector<2x2xf32>
}

// -----

func.func @a(%v: vector<4x8x2xf32>, %s: vector<2xf32>, %w: vector<8x4x2xf32>) -> (vector<2xf32>, f32, vector<2xf32>, f32) {
  %0 = vector.insert %s, %v [1, 2] : vector<2xf32> into vector<4x8x2xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<4x8x2xf32> to vector<8x4x2xf32>
  %2 = vector.extract %1[2, 1] : vector<2xf32> from vector<8x4x2xf32>
  %3 = vector.extract %1[2, 1, 1] : f32 from vector<8x4x2xf32>
  %4 = vector.extract %1[3, 1] : vector<2xf32> from vector<8x4x2xf32>
  %5 = vector.transpose %w, [2, 1, 0] : vector<8x4x2xf32> to vector<2x4x8xf32>
  %6 = vector.extract %5[1, 2, 3] : f32 from vector<2x4x8xf32>
  return %2, %3, %4, %6 : vector<2xf32>, f32, vector<2xf32>, f32
}
func.func @b(%v: vector<4x8xf32>, %s: vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<4x8xf32>
  %2 = vector.extract %0[3] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %0[0, 3] : f32 from vector<4x8xf32>
  %x = vector.shape_cast %v : vector<4x8xf32> to vector<2x2x8xf32>
  %4 = vector.extract %x[1, 0] : vector<8xf32> from vector<2x2x8xf32>
  %5 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %6 = vector.extract %5[1, 1] : f32 from vector<2x4xf32>
  %7 = vector.extract %5[1] : vector<4xf32> from vector<2x4xf32>
  "use"(%2, %4) : (vector<8xf32>, vector<8xf32>) -> ()
  return %1, %7, %3, %6 : f32, vector<4xf32>, f32, f32
}
func.func @c(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>) {
  %0 = vector.insert %f, %v [-1] : f32 into vector<4xf32>
  %p = ub.poison : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.broadcast %p : vector<2x4xf32> to vector<8x2x4xf32>
  %3 = vector.shape_cast %p : vector<2x4xf32> to vector<8xf32>
  %4 = vector.transpose %p, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %pf = ub.poison : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  %6 = vector.extract_strided_slice %p {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  "use"(%2, %3, %4) : (vector<8x2x4xf32>, vector<8xf32>, vector<4x2xf32>) -> ()
  return %0, %1, %5, %6 : vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>
}

// -----

func.func @c(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<8x4xf32>) {
  %p = ub.poison : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %pf = ub.poison : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  return %1, %5 : vector<4xf32>, vector<8x4xf32>
}
func.func @d(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<8x4xf32>) {
  %p = arith.constant dense<1.0> : vector<2x4xf32>
  %1 = vector.extract %p[1] : vector<4xf32> from vector<2x4xf32>
  %pf = arith.constant 2.0 : f32
  %5 = vector.broadcast %pf : f32 to vector<8x4xf32>
  return %1, %5 : vector<4xf32>, vector<8x4xf32>
}


// -----

func.func @a(%arg0 : vector<8x4xf32>, %arg1 : tensor<8x4xf32>, %arg2 : tensor<64x64xf32>, %iv : index, %sz : index) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x4xf32>
  %1 = tensor.extract_slice %0[0, 0] [%sz, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
  %2 = tensor.insert_slice %1 into %arg2[%iv, 16] [%sz, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
  func.return %2 : tensor<64x64xf32>
}
func.func @b(%arg0 : vector<8x4xf32>, %arg1 : tensor<8x4xf32>, %arg2 : tensor<64x64xf32>, %iv : index, %sz : index) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x4xf32>
  %1 = tensor.extract_slice %0[0, 0] [%sz, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
  %2 = tensor.insert_slice %1 into %arg2[%iv, 16] [%iv, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
  func.return %2 : tensor<64x64xf32>
}
func.func @c(%arg0 : vector<8x4xf32>, %arg1 : tensor<8x8xf32>, %arg2 : tensor<64x64xf32>, %iv : index, %sz : index) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x8xf32>
  %1 = tensor.extract_slice %0[0, 0] [%sz, 4] [1, 1] : tensor<8x8xf32> to tensor<?x4xf32>
  %2 = tensor.insert_slice %1 into %arg2[%iv, 16] [%sz, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
  func.return %2 : tensor<64x64xf32>
}

// -----

func.func @masked(%m: memref<16xf32>, %p: vector<16xf32>, %v: vector<16xf32>, %i: vector<16xi32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [16] : vector<16xi1>
  %f = vector.constant_mask [0] : vector<16xi1>
  %0 = vector.maskedload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = vector.maskedload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%c0], %t, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m[%c0], %f, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  %2 = vector.gather %m[%c0][%i], %f, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %3 = vector.expandload %m[%c0], %t, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %4 = vector.expandload %m[%c0], %f, %p : memref<16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %m[%c0], %t, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%c0], %f, %v : memref<16xf32>, vector<16xi1>, vector<16xf32>
  vector.scatter %m[%c0][%i], %f, %v : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %5 = vector.gather %m[%c0][%i], %t, %p : memref<16xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0, %1, %2, %3, %4, %5 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}
func.func @casts(%m: memref<16xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %0 = vector.load %c[%c0] : memref<?xf32>, vector<4xf32>
  vector.store %0, %c[%c0] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %2 = vector.shuffle %c, %c [1, 6] : vector<4xf32>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<2xf32>
}
func.func @masks(%i: index) -> (vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %i, %c0 : vector<4x3xi1>
  %1 = vector.create_mask %c2 : vector<4xi1>
  %m = vector.constant_mask [2, 3] : vector<4x3xi1>
  %2 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %3 = vector.extract_strided_slice %m {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]} : vector<4x3xi1> to vector<2x3xi1>
  return %0, %1, %2, %3 : vector<4x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<2x3xi1>
}
func.func @bcast(%a: f32, %v: vector<4xf32>) -> (vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %1 = vector.broadcast %a : f32 to vector<4xf32>
  %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
  return %0, %2, %3 : vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
}
func.func @interleave(%a: vector<4xf32>) -> (vector<8xf32>, vector<2xf32>, f32) {
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %1, %2 = vector.deinterleave %a : vector<4xf32> -> vector<2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %x = arith.constant 2.0 : f32
  %3 = vector.reduction <add>, %c : vector<2xf32> into f32
  return %0, %1, %3 : vector<8xf32>, vector<2xf32>, f32
}

// -----

func.func @s() -> (vector<4xi32>, vector<3xi32>, vector<2xi32>) {
  %p = ub.poison : vector<2xi32>
  %c = arith.constant dense<[7, 8]> : vector<2xi32>
  %0 = vector.shuffle %p, %c [0, 3, -1, 2] : vector<2xi32>, vector<2xi32>
  %1 = vector.shuffle %c, %p [2, 1, -1] : vector<2xi32>, vector<2xi32>
  %2 = vector.shuffle %p, %p [2, 1] : vector<2xi32>, vector<2xi32>
  return %0, %1, %2 : vector<4xi32>, vector<3xi32>, vector<2xi32>
}
func.func @t(%a: vector<2x3xf32>, %b: vector<1x3xf32>) -> (vector<2x3xf32>, vector<3x3xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x3xf32>, vector<1x3xf32>
  %1 = vector.shuffle %a, %b [2, 0, 1] : vector<2x3xf32>, vector<1x3xf32>
  return %0, %1 : vector<2x3xf32>, vector<3x3xf32>
}
func.func @u(%i: index, %j: index) -> (vector<3x4xi1>, vector<4xi1>) {
  %m = vector.create_mask %i, %j : vector<4x3xi1>
  %0 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %b = vector.broadcast %i : index to vector<2x4xindex>
  %e = vector.extract %b[1] : vector<4xindex> from vector<2x4xindex>
  %c = arith.constant dense<3> : vector<4xindex>
  %1 = arith.cmpi ult, %e, %c : vector<4xindex>
  return %0, %1 : vector<3x4xi1>, vector<4xi1>
}

// -----

func.func @a(%v: vector<4xf32>, %f: f32, %i: index) -> (vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2, %i : vector<4x3xi1>
  %1 = vector.extract %m[1] : vector<3xi1> from vector<4x3xi1>
  %cm = vector.constant_mask [2, 3] : vector<4x3xi1>
  %sc = vector.shape_cast %cm : vector<4x3xi1> to vector<12xi1>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %3 = vector.insert %f, %b [2] : f32 into vector<4xf32>
  %cm2 = vector.constant_mask [3] : vector<4xi1>
  "use"(%sc) : (vector<12xi1>) -> ()
  return %0, %1, %cm2, %3 : vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>
}
func.func @b(%v: vector<4xf32>, %f: f32) -> (f32, vector<4xf32>, f32, f32) {
  %t:4 = vector.to_elements %v : vector<4xf32>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %u:4 = vector.to_elements %b : vector<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %w:4 = vector.to_elements %c : vector<4xf32>
  %p = ub.poison : f32
  %fe = vector.from_elements %t#0, %p, %t#2, %t#3 : vector<4xf32>
  return %t#1, %fe, %u#2, %w#3 : f32, vector<4xf32>, f32, f32
}
func.func @c(%v: vector<4x1xf32>, %acc: vector<4xf32>) -> (vector<4xf32>, vector<4x1xf32>) {
  %z = arith.constant dense<0.0> : vector<4x1xf32>
  %0 = vector.fma %v, %v, %z : vector<4x1xf32>
  %1 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x1xf32> to vector<4xf32>
  return %1, %0 : vector<4xf32>, vector<4x1xf32>
}
func.func @d(%v: vector<2x4xf32>, %w: vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>) {
  %c = vector.constant_mask [1, 2] : vector<2x4xi1>
  %s = arith.select %c, %v, %w : vector<2x4xi1>, vector<2x4xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %t2 = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %t3 = vector.transpose %t2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %s, %t3 : vector<2x4xf32>, vector<4x2xf32>
}
func.func @e(%v: vector<1xf32>, %s: vector<4x1xf32>) -> (vector<1xf32>, f32, vector<1x1x4xf32>) {
  %0 = vector.shape_cast %v : vector<1xf32> to vector<1x1xf32>
  %1 = vector.extract %0[0] : vector<1xf32> from vector<1x1xf32>
  %2 = vector.extract %0[0, 0] : f32 from vector<1x1xf32>
  %3 = vector.shape_cast %s : vector<4x1xf32> to vector<4xf32>
  %4 = vector.broadcast %3 : vector<4xf32> to vector<1x1x4xf32>
  return %1, %2, %4 : vector<1xf32>, f32, vector<1x1x4xf32>
}

// -----

func.func @b(%v: vector<2xf32>, %w: vector<2x1xf32>) -> (f32, f32, f32, f32, f32) {
  %b = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  %u:6 = vector.to_elements %b : vector<3x2xf32>
  %c = vector.broadcast %w : vector<2x1xf32> to vector<2x3xf32>
  %x:6 = vector.to_elements %c : vector<2x3xf32>
  return %u#0, %u#3, %x#0, %x#4, %x#5 : f32, f32, f32, f32, f32
}

// -----

func.func @a(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32) -> (vector<8xf32>, f32, f32, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [3, 6] : vector<4xf32>, vector<4xf32>
  %2 = vector.extract %1[1] : f32 from vector<2xf32>
  %3 = vector.extract %1[0] : f32 from vector<2xf32>
  %z = vector.broadcast %s : f32 to vector<f32>
  %4 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  return %0, %2, %3, %4 : vector<8xf32>, f32, f32, vector<2xf32>
}
func.func @b(%a: vector<f32>, %b: vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0] : vector<f32>, vector<f32>
  %1 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  %2 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %0, %1, %2 : vector<1xf32>, vector<1xf32>, vector<2xf32>
}
