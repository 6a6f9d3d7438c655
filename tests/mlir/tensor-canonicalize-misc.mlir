// RUN: mlir-opt %s -canonicalize --split-input-file
// More tensor patterns: pad of a cast with dynamic amounts, casts into
// rank-reducing slices, constant slice arguments with a rank-reduced
// result, empty tensors with constant sizes and dims of them, bitcasts
// of constants (not folded) and extracts through cast chains.

func.func @p1(%t: tensor<4x4xf32>, %v: f32, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[%n, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @s1(%t: tensor<8x16xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[0, %n] [1, %n] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %c = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

// -----

func.func @s2(%t: tensor<8x16xf32>, %s: tensor<4xf32>, %n: index) -> tensor<8x16xf32> {
  %c = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %0 = tensor.insert_slice %c into %t[%n, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @s3(%t: tensor<8x16xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[0, %n] [%c1, %c4] [1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @e1(%n: index) -> (tensor<?x?x?xf32>, index) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%n, %c3, %n) : tensor<?x?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %2 = tensor.cast %0 : tensor<?x?x?xf32> to tensor<2x?x?xf32>
  %3 = tensor.dim %2, %c0 : tensor<2x?x?xf32>
  return %0, %3 : tensor<?x?x?xf32>, index
}

// -----

func.func @b1() -> tensor<2xf32> {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %0 = tensor.bitcast %c : tensor<2xi32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @x1(%t: tensor<4x?xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %r = tensor.cast %c : tensor<*xf32> to tensor<?x?xf32>
  %0 = tensor.extract %r[%i, %i] : tensor<?x?xf32>
  return %0 : f32
}

// -----

func.func @forall(%t: tensor<8xf32>, %s: tensor<?xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
