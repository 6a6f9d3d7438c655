// RUN: mlir-opt %s -canonicalize --split-input-file
// Integer folds of arith: identities and constant folding with wrap-around,
// at i1, i8, i65, i128, index, on scalars, splats and non-splat vectors and
// tensors, and with poison.

func.func @addi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i8, i1, i65, i128, index) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %y : i32
  %2 = arith.addi %1, %y : i32
  %3 = arith.addi %y, %1 : i32
  %a = arith.constant 100 : i8
  %4 = arith.addi %a, %a : i8
  %t = arith.constant true
  %5 = arith.addi %t, %t : i1
  %b = arith.constant 18446744073709551615 : i65
  %c = arith.constant 1 : i65
  %6 = arith.addi %b, %c : i65
  %d = arith.constant -170141183460469231731687303715884105728 : i128
  %e = arith.constant -1 : i128
  %7 = arith.addi %d, %e : i128
  %i = arith.constant 9223372036854775807 : index
  %j = arith.constant 1 : index
  %8 = arith.addi %i, %j : index
  %c5 = arith.constant 5 : i32
  %9 = arith.addi %c5, %x : i32
  return %0, %2, %3, %9, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i8, i1, i65, i128, index
}

// -----

func.func @addi_vectors() -> (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>) {
  %s = arith.constant dense<127> : vector<4xi8>
  %t = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %0 = arith.addi %s, %s : vector<4xi8>
  %1 = arith.addi %s, %t : vector<4xi8>
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %b = arith.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi16>
  %2 = arith.addi %a, %b : tensor<2x2xi16>
  %u = arith.constant dense<[-127, -126, -125, -124]> : vector<4xi8>
  %3 = arith.addi %t, %u : vector<4xi8>
  return %0, %1, %2, %3 : vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>
}

// -----

func.func @subi(%x: i32, %y: i32, %t: tensor<?xi32>, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>) {
  %0 = arith.subi %x, %x : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.subi %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %2 = arith.subi %a, %y : i32
  %3 = arith.subi %a, %x : i32
  %m = arith.constant -2147483648 : i32
  %one = arith.constant 1 : i32
  %4 = arith.subi %m, %one : i32
  %5 = arith.subi %t, %t : tensor<?xi32>
  %6 = arith.subi %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, tensor<?xi32>, vector<4xi32>
}

// -----

func.func @muli(%x: i32, %v: vector<4xi32>) -> (i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %s0 = arith.constant dense<0> : vector<4xi32>
  %s1 = arith.constant dense<1> : vector<4xi32>
  %2 = arith.muli %v, %s0 : vector<4xi32>
  %3 = arith.muli %v, %s1 : vector<4xi32>
  %big = arith.constant 65537 : i32
  %4 = arith.muli %big, %big : i32
  %w = arith.constant 18446744073709551616 : i128
  %5 = arith.muli %w, %w : i128
  %t = arith.constant true
  %6 = arith.muli %t, %t : i1
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, vector<4xi32>, vector<4xi32>, i32, i128, i1
}

// -----

func.func @extended(%x: i32, %y: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %s1, %o1 = arith.addui_extended %a, %b : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
}

// -----

func.func @extended_vectors() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[200, 100]> : vector<2xi8>
  %b = arith.constant dense<[100, 100]> : vector<2xi8>
  %s, %o = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<2xi8>
  %ul, %uh = arith.mului_extended %a, %b : vector<2xi8>
  return %s, %o, %l, %h, %ul, %uh : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// -----

func.func @division(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divsi %x, %c1 : i32
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %2 = arith.divui %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divsi %a, %c0 : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %5 = arith.divsi %m, %n : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @division_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %m = arith.muli %a, %b overflow<nuw> : i32
  %0 = arith.divui %m, %b : i32
  %1 = arith.divui %m, %a : i32
  %s = arith.muli %a, %b overflow<nsw> : i32
  %2 = arith.divsi %s, %a : i32
  %3 = arith.divui %s, %a : i32
  %n = arith.muli %a, %b : i32
  %4 = arith.divsi %n, %b : i32
  %both = arith.muli %a, %b overflow<nsw, nuw> : i32
  %5 = arith.divui %both, %b : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

func.func @division_vectors() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[7, -7, 9]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, 0]> : vector<3xi32>
  %c = arith.constant dense<[2, 3, 4]> : vector<3xi32>
  %0 = arith.divsi %a, %b : vector<3xi32>
  %1 = arith.divsi %a, %c : vector<3xi32>
  %2 = arith.remsi %a, %c : vector<3xi32>
  %3 = arith.remui %a, %b : vector<3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
}

// -----

func.func @ceil_floor(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.ceildivui %x, %c1 : i32
  %1 = arith.ceildivsi %x, %c1 : i32
  %2 = arith.floordivsi %x, %c1 : i32
  %a = arith.constant 7 : i32
  %na = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %nb = arith.constant -2 : i32
  %3 = arith.ceildivui %a, %b : i32
  %4 = arith.ceildivsi %a, %b : i32
  %5 = arith.ceildivsi %na, %b : i32
  %6 = arith.ceildivsi %a, %nb : i32
  %7 = arith.ceildivsi %na, %nb : i32
  %8 = arith.floordivsi %na, %b : i32
  %9 = arith.floordivsi %a, %nb : i32
  %10 = arith.floordivsi %na, %nb : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %11 = arith.ceildivsi %m, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ceil_floor_edges() -> (i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>) {
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %0 = arith.floordivsi %m, %n : i32
  %1 = arith.ceildivsi %m, %two : i32
  %2 = arith.ceildivui %m, %c0 : i32
  %3 = arith.floordivsi %m, %c0 : i32
  %max = arith.constant -1 : i8
  %three = arith.constant 3 : i8
  %4 = arith.ceildivui %max, %three : i8
  %z = arith.constant 0 : i8
  %5 = arith.ceildivsi %z, %three : i8
  %va = arith.constant dense<[-2147483648, 7]> : vector<2xi32>
  %vb = arith.constant dense<[-1, 2]> : vector<2xi32>
  %6 = arith.floordivsi %va, %vb : vector<2xi32>
  %wa = arith.constant dense<[5, 7]> : vector<2xi32>
  %wb = arith.constant dense<[0, 2]> : vector<2xi32>
  %7 = arith.floordivsi %wa, %wb : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i8, i8, vector<2xi32>, vector<2xi32>
}

// -----

func.func @rem(%x: i32, %v: vector<4xi32>, %t: tensor<4xi32>) -> (i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.remui %x, %c1 : i32
  %1 = arith.remsi %x, %c1 : i32
  %s1 = arith.constant dense<1> : vector<4xi32>
  %2 = arith.remsi %v, %s1 : vector<4xi32>
  %t1 = arith.constant dense<1> : tensor<4xi32>
  %3 = arith.remui %t, %t1 : tensor<4xi32>
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %4 = arith.remui %c7, %c0 : i32
  %m = arith.constant -2147483648 : i32
  %n = arith.constant -1 : i32
  %5 = arith.remsi %m, %n : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, vector<4xi32>, tensor<4xi32>, i32, i32
}

// -----

func.func @wide_division() -> (i128, i128, i65, i65, i256) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 3 : i128
  %0 = arith.divsi %a, %b : i128
  %1 = arith.remui %a, %b : i128
  %c = arith.constant -18446744073709551616 : i65
  %d = arith.constant 7 : i65
  %2 = arith.divsi %c, %d : i65
  %3 = arith.divui %c, %d : i65
  %e = arith.constant 115792089237316195423570985008687907853269984665640564039457584007913129639935 : i256
  %f = arith.constant 340282366920938463463374607431768211457 : i256
  %4 = arith.divui %e, %f : i256
  return %0, %1, %2, %3, %4 : i128, i128, i65, i65, i256
}

// -----

func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %2 = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.andi %x, %n : i32
  %4 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %5 = arith.andi %x, %a : i32
  %6 = arith.andi %a, %y : i32
  %7 = arith.ori %x, %c0 : i32
  %8 = arith.ori %x, %m1 : i32
  %9 = arith.ori %x, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @bitwise_more(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %m1 = arith.constant -1 : i32
  %n = arith.xori %x, %m1 : i32
  %0 = arith.ori %n, %x : i32
  %1 = arith.ori %x, %x : i32
  %c0 = arith.constant 0 : i32
  %2 = arith.xori %x, %c0 : i32
  %3 = arith.xori %x, %x : i32
  %a = arith.xori %x, %y : i32
  %4 = arith.xori %a, %y : i32
  %5 = arith.xori %a, %x : i32
  %6 = arith.xori %y, %a : i32
  %7 = arith.xori %x, %a : i32
  %sm = arith.constant dense<-1> : vector<4xi32>
  %8 = arith.andi %v, %sm : vector<4xi32>
  %9 = arith.ori %v, %sm : vector<4xi32>
  %10 = arith.xori %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

func.func @bitwise_constants() -> (i8, i8, i8, vector<2xi8>, i1, i1) {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  %va = arith.constant dense<[1, 2]> : vector<2xi8>
  %vb = arith.constant dense<[3, 3]> : vector<2xi8>
  %3 = arith.xori %va, %vb : vector<2xi8>
  %t = arith.constant true
  %f = arith.constant false
  %4 = arith.andi %t, %f : i1
  %5 = arith.xori %t, %t : i1
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, vector<2xi8>, i1, i1
}

// -----

func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shrui %x, %c0 : i32
  %2 = arith.shrsi %x, %c0 : i32
  %a = arith.constant -16 : i32
  %c2 = arith.constant 2 : i32
  %3 = arith.shli %a, %c2 : i32
  %4 = arith.shrui %a, %c2 : i32
  %5 = arith.shrsi %a, %c2 : i32
  %c32 = arith.constant 32 : i32
  %6 = arith.shli %a, %c32 : i32
  %7 = arith.shrsi %a, %c32 : i32
  %cm = arith.constant -1 : i32
  %8 = arith.shrui %a, %cm : i32
  %va = arith.constant dense<[5, 7]> : vector<2xi32>
  %vb = arith.constant dense<[40, 2]> : vector<2xi32>
  %9 = arith.shli %va, %vb : vector<2xi32>
  %vc = arith.constant dense<[2, 40]> : vector<2xi32>
  %10 = arith.shli %va, %vc : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
}

// -----

func.func @shifts_wide() -> (i1, i1, i65, i65, i128) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.shli %t, %f : i1
  %1 = arith.shrsi %t, %t : i1
  %a = arith.constant -18446744073709551616 : i65
  %b = arith.constant 64 : i65
  %2 = arith.shrsi %a, %b : i65
  %3 = arith.shrui %a, %b : i65
  %c = arith.constant 1 : i128
  %d = arith.constant 127 : i128
  %4 = arith.shli %c, %d : i128
  return %0, %1, %2, %3, %4 : i1, i1, i65, i65, i128
}

// -----

func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %0 = arith.maxsi %x, %x : i8
  %smax = arith.constant 127 : i8
  %smin = arith.constant -128 : i8
  %umax = arith.constant 255 : i8
  %umin = arith.constant 0 : i8
  %1 = arith.maxsi %x, %smax : i8
  %2 = arith.maxsi %x, %smin : i8
  %3 = arith.minsi %x, %smin : i8
  %4 = arith.minsi %x, %smax : i8
  %5 = arith.maxui %x, %umax : i8
  %6 = arith.maxui %x, %umin : i8
  %7 = arith.minui %x, %umin : i8
  %8 = arith.minui %x, %umax : i8
  %a = arith.constant -3 : i8
  %b = arith.constant 5 : i8
  %9 = arith.maxsi %a, %b : i8
  %10 = arith.maxui %a, %b : i8
  %11 = arith.minui %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @minmax_vectors(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %smax = arith.constant dense<127> : vector<2xi8>
  %0 = arith.maxsi %v, %smax : vector<2xi8>
  %a = arith.constant dense<[-3, 4]> : vector<2xi8>
  %b = arith.constant dense<[5, -6]> : vector<2xi8>
  %1 = arith.minsi %a, %b : vector<2xi8>
  %2 = arith.maxui %a, %b : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// -----

func.func @index_ops(%x: index) -> (index, index, index, index, index) {
  %a = arith.constant -1 : index
  %b = arith.constant 3 : index
  %0 = arith.divui %a, %b : index
  %1 = arith.floordivsi %a, %b : index
  %2 = arith.ceildivsi %a, %b : index
  %3 = arith.shrui %a, %b : index
  %4 = arith.minui %a, %b : index
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

func.func @dynamic_shapes(%t: tensor<?xi32>, %u: tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>) {
  %0 = arith.xori %t, %t : tensor<?xi32>
  %1 = arith.xori %u, %u : tensor<*xi32>
  return %0, %1 : tensor<?xi32>, tensor<*xi32>
}
