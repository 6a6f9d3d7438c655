// RUN: mlir-opt %s -canonicalize --split-input-file
// Folders of the tensor ops: cast identities, dim of static and known
// sizes, extract of constants (dense, splat, sparse, complex, strings) and
// of from_elements, insert into splats, rank, splat, gather and reshape.

func.func @casts(%a: tensor<4xf32>, %b: tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.bitcast %b : tensor<?xi32> to tensor<?xi32>
  %2 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %3 = tensor.cast %2 : tensor<?xf32> to tensor<*xf32>
  %4 = tensor.cast %3 : tensor<*xf32> to tensor<?xf32>
  return %0, %1, %4 : tensor<4xf32>, tensor<?xi32>, tensor<?xf32>
}

// -----

func.func @dims(%t: tensor<4x?x?xf32>, %i: index, %n: index, %m: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?x?xf32>
  %1 = tensor.dim %t, %c5 : tensor<4x?x?xf32>
  %2 = tensor.dim %t, %cm : tensor<4x?x?xf32>
  %g = tensor.generate %n, %m {
  ^bb0(%x: index, %y: index, %z: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<3x?x?xf32>
  %3 = tensor.dim %g, %c2 : tensor<3x?x?xf32>
  %s = tensor.extract_slice %t[0, 0, 0] [2, %n, %m] [1, 1, 1] : tensor<4x?x?xf32> to tensor<2x?x?xf32>
  %4 = tensor.dim %s, %c1 : tensor<2x?x?xf32>
  %c = tensor.cast %t : tensor<4x?x?xf32> to tensor<?x?x?xf32>
  %5 = tensor.dim %c, %i : tensor<?x?x?xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @extracts(%i: index) -> (i32, f16, f16, i1, complex<f64>, i32, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = tensor.extract %d[%c1, %c2] : tensor<2x3xi32>
  %s = arith.constant sparse<[[0, 1], [1, 0]], [7.0, 8.0]> : tensor<2x2xf16>
  %1 = tensor.extract %s[%c1, %c0] : tensor<2x2xf16>
  %2 = tensor.extract %s[%c1, %c1] : tensor<2x2xf16>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %3 = tensor.extract %b[%c2] : tensor<3xi1>
  %cx = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %4 = tensor.extract %cx[%c1] : tensor<2xcomplex<f64>>
  %5 = tensor.extract %d[%c3, %c0] : tensor<2x3xi32>
  %sp = arith.constant dense<7> : tensor<4xi8>
  %6 = tensor.extract %sp[%i] : tensor<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : i32, f16, f16, i1, complex<f64>, i32, i8
}

// -----

func.func @from_elements(%a: f32, %i: index, %j: index) -> (f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 1.5 : f32
  %t = tensor.from_elements %a, %cst, %cst, %a, %a, %cst : tensor<2x3xf32>
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x3xf32>
  %1 = tensor.extract %t[%c0, %c1] : tensor<2x3xf32>
  %x = arith.constant 3 : i32
  %y = arith.constant 4 : i32
  %2 = tensor.from_elements %x, %y, %y, %x : tensor<2x2xi32>
  %t1 = arith.constant true
  %3 = tensor.from_elements %t1, %t1, %t1 : tensor<3xi1>
  %4 = tensor.extract %t[%c4, %c0] : tensor<2x3xf32>
  return %0, %1, %2, %3, %4 : f32, f32, tensor<2x2xi32>, tensor<3xi1>, f32
}

// -----

func.func @inserts_and_splats(%v: f32, %i: index, %n: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index) {
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %0 = tensor.insert %two into %c[%i] : tensor<4xf32>
  %1 = tensor.insert %three into %c[%i] : tensor<4xf32>
  %k = arith.constant 9 : i64
  %2 = tensor.splat %k : tensor<2x3xi64>
  %3 = tensor.splat %two[%n] : tensor<?xf32>
  %u = tensor.empty(%n) : tensor<2x?xf32>
  %r = tensor.cast %u : tensor<2x?xf32> to tensor<*xf32>
  %4 = tensor.rank %u : tensor<2x?xf32>
  %5 = tensor.rank %r : tensor<*xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index
}

// -----

func.func @reshapes(%t: tensor<?xf32>, %s: tensor<2xindex>, %u: tensor<2x3xf32>) -> (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<5> : tensor<2x3xi32>
  %shape = arith.constant dense<6> : tensor<1xindex>
  %0 = tensor.reshape %c(%shape) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<6xi32>
  %1 = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %2 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = tensor.reshape %2(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 2 : index
  %d1 = arith.constant 3 : index
  %sh = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %4 = tensor.reshape %u(%sh) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0, %1, %3, %4 : tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>
}

// -----

func.func @gather_concat(%i: tensor<2x1xindex>, %a: tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) {
  %c = arith.constant dense<1.0> : tensor<8x4xf32>
  %0 = tensor.gather %c[%i] gather_dims([0]) : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  %1 = tensor.concat dim(1) %a : (tensor<3x?xf32>) -> tensor<3x?xf32>
  %2 = tensor.concat dim(1) %a : (tensor<3x?xf32>) -> tensor<3x5xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>
}

// -----

func.func @destination_style(%a: tensor<4x4xf32>, %d: tensor<?x4xf32>, %f: f32, %i: index) -> (tensor<?x?xf32>, index, index) {
  %c = tensor.cast %a : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.insert %f into %c[%i, %i] : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %d[%i, %i] : tensor<?x4xf32>
  %2 = tensor.dim %1, %c0 : tensor<?x4xf32>
  %r = scf.forall (%k) in (4) shared_outs(%o = %d) -> (tensor<?x4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %3 = tensor.dim %r, %c0 : tensor<?x4xf32>
  return %0, %2, %3 : tensor<?x?xf32>, index, index
}

// -----

// The flat index of an extract from from_elements wraps as upstream's `int`.
func.func @extract_from_tensor.from_elements_variable_3d(
    %f0: f32, %f1: f32, %f2: f32, %f3: f32, %f4: f32, %f5: f32,
    %f6: f32, %f7: f32, %f8: f32, %f9: f32, %f10: f32, %f11: f32)
    -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %tensor = tensor.from_elements %f0,%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8,%f9,%f10,%f11
         : tensor<3x2x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2147483648 : index
  %r0 = tensor.extract %tensor[%c0, %c0, %c0] : tensor<3x2x2xf32>
  %r1 = tensor.extract %tensor[%c0, %c0, %c1] : tensor<3x2x2xf32>
  %r2 = tensor.extract %tensor[%c0, %c1, %c0] : tensor<3x2x2xf32>
  %r3 = tensor.extract %tensor[%c0, %c1, %c1] : tensor<3x2x2xf32>
  %r4 = tensor.extract %tensor[%c1, %c0, %c0] : tensor<3x2x2xf32>
  %r5 = tensor.extract %tensor[%c1, %c0, %c1] : tensor<3x2x2xf32>
  %r6 = tensor.extract %tensor[%c1, %c1, %c0] : tensor<3x2x2xf32>
  %r7 = tensor.extract %tensor[%c1, %c1, %c1] : tensor<3x2x2xf32>
  %r8 = tensor.extract %tensor[%c2, %c0, %c0] : tensor<3x2x2xf32>
  %r9 = tensor.extract %tensor[%c2, %c0, %c1] : tensor<3x2x2xf32>
  %r10 = tensor.extract %tensor[%c2, %c1, %c0] : tensor<3x2x2xf32>
  %r11 = tensor.extract %tensor[%c2, %c1, %c1] : tensor<3x2x2xf32>
  return %r0,%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8,%r9,%r10,%r11
         : f32,f32,f32,f32,f32,f32,f32,f32,f32,f32,f32,f32
}
