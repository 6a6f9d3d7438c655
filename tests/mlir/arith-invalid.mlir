// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
func.func @f(%a: f32, %i: i32, %m: memref<4xf32>, %t: tuple<i32>, %x: index) {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}
// expected-error@-3 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = "arith.addf"(%i, %i) : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = "arith.extui"(%a) : (f32) -> i64
  return
}
// expected-error@-3 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.index_cast"(%a) : (f32) -> i64
  return
}
// expected-error@-3 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.bitcast"(%x) : (index) -> i64
  return
}
// expected-error@-3 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = 0 : i32} : () -> i32
  %1 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}
// expected-error@-3 {{operation defines 2 results but was provided 1 to bind}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.truncf"(%a) {roundingmode = 7 : i32} : (f32) -> f16
  return
}
// expected-error@-3 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.cmpi"(%i, %i) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}
// expected-error@-3 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.divui"(%i, %i) {isExact = 1} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.divui' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.addf"(%a, %a) {fastmath = 1} : (f32, f32) -> f32
  return
}
// expected-error@-3 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.addi"(%i, %i) {overflowFlags = 1} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = "foo"} : () -> i32
  return
}
// expected-error@-3 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = 1 : si32} : () -> si32
  return
}
// expected-error@-3 {{'arith.constant' op integer return type must be signless}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.constant"() {value = "foo" : i32} : () -> i32
  return
}
// expected-error@-3 {{'arith.constant' op value must be an integer, float, or elements attribute}}
// -----
func.func @f(%a: f32, %i: i32, %x: index) {
  %0 = "arith.scaling_extf"(%a, %a) : (f32, f32) -> f64
  %1 = "arith.extf"(%a) : (f32) -> f32
  return
}
// expected-error@-3 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
// -----
func.func @f(%a: f64) { %0 = arith.truncf %a bogus : f64 to f32
 return }
// expected-error@-2 {{expected ':'}}
// -----
func.func @f(%a: f64) { %0 = arith.truncf %a "bogus" : f64 to f32
 return }
// expected-error@-2 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "bogus"}}
// -----
func.func @f(%a: i32) { %0 = arith.cmpi 3, %a, %a : i32
 return }
// expected-error@-2 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
// -----
func.func @f(%a: i32) { %0 = arith.cmpi "foo" : i32, %a, %a : i32
 return }
// expected-error@-2 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
// -----
func.func @f(%a: f32) { %0 = arith.addf %a, %a fastmath<bogus> : f32
 return }
// expected-error@-2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-3 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
// -----
func.func @f(%a: f32) { %0 = arith.addf %a, %a fastmath<> : f32
 return }
// expected-error@-2 {{custom op 'arith.addf' expected valid keyword or string}}
// expected-error@-3 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
// -----
func.func @f(%a: i32) { %0 = arith.addi %a, %a overflow<nsw,bogus> : i32
 return }
// expected-error@-2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@-3 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
// -----
func.func @f(%a: i32) { %0 = arith.select %a, %a : i32
 return }
// expected-error@-2 {{custom op 'arith.select' expected 3 operands}}
// -----
func.func @f(%a: i32, %c: i1) { %0 = arith.select %c, %a, %a : vector<4xi1>, i32
 return }
// expected-error@-2 {{use of value '%c' expects different type than prior uses: 'vector<4xi1>' vs 'i1'}}
// expected-note@-3 {{prior use here}}
// -----
func.func @f(%a: i32, %c: i1) { %0 = arith.constant : i32
 return }
// expected-error@-2 {{expected attribute value}}
// -----
func.func @f(%a: i32, %c: i1) { %0 = arith.constant unit
 return }
// expected-error@-2 {{custom op 'arith.constant' invalid kind of attribute specified}}
// -----
func.func @f(%a: i32, %c: i1) { %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
 return }
// expected-error@-2 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
// -----
func.func @f(%a: i32, %c: i1) { %0 = arith.extui %a : i32 i64
 return }
// expected-error@-2 {{custom op 'arith.extui' expected 'to'}}
// -----
func.func @f(%a: f32, %c: i1) { %0 = "arith.scaling_truncf"(%a) : (f32) -> f16
 return }
// expected-error@-2 {{'arith.scaling_truncf' op expected 2 operands, but found 1}}
// -----
func.func @f(%a: f32, %c: i1) { %0 = "arith.select"(%c, %a) : (i1, f32) -> f32
 return }
// expected-error@-2 {{'arith.select' op expected 3 operands, but found 2}}
// -----
func.func @f(%a: f32, %c: i1) { %0 = "arith.constant"() : () -> f32
 return }
// expected-error@-2 {{'arith.constant' op requires attribute 'value'}}
// -----
func.func @f(%a: f32, %c: i1) { %0 = "arith.cmpf"(%a, %a) {predicate = 3 : i32}: (f32, f32) -> i1
 return }
// expected-error@-2 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.cmpf 1, %a, %a : f32
  return
}
// expected-error@-3 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.extf %a : f32 to
  return
}
// expected-error@-3 {{expected non-function type}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.extui %i : i32 to index
  return
}
// expected-error@-3 {{'arith.extui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.select %c, %i, %i, : i32
  return
}
// expected-error@-3 {{expected SSA operand}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.constant 1.5 : i32
  return
}
// expected-error@-2 {{floating point value not valid for specified type}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.constant 300 : i8
  return
}
// expected-error@-3 {{integer constant out of range for attribute}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.constant 1 : f32
  return
}
// expected-error@-3 {{unexpected decimal integer literal for a floating point value}}
// expected-note@-4 {{add a trailing dot to make the literal a float}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.constant dense<1> : tensor<2xi32> : i32
  return
}
// expected-error@-3 {{expected operation name in quotes}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0:2 = arith.constant 1 : i32
  return
}
// expected-error@-3 {{operation defines 1 results but was provided 2 to bind}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0:3 = arith.addui_extended %i, %i : i32, i1
  return
}
// expected-error@-3 {{operation defines 2 results but was provided 3 to bind}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0:2 = arith.addui_extended %i, %i : i32, i32
  return
}
// expected-error@-3 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f16
  return
}
// expected-error@-3 {{'arith.scaling_extf' op operand types 'f16', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.foo %i : i32
  return
}
// expected-error@-3 {{custom op 'arith.foo' is unknown}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.uitofp %i : i32 to i32
  return
}
// expected-error@-3 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.sitofp %v : vector<4xi32> to vector<5xf32>
  return
}
// expected-error@-3 {{'arith.sitofp' op requires the same shape for all operands and results}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.sitofp %v : vector<4xi32> to tensor<4xf32>
  return
}
// expected-error@-3 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
// -----
func.func @f(%a: f32, %b: f64, %i: i32, %j: i64, %x: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>, %t: tensor<?xi32>, %tc: tensor<?xi1>, %s: f8E8M0FNU, %h: f16) {
  %0 = arith.select %vc, %t, %t : vector<4xi1>, tensor<?xi32>
  return
}
// expected-error@-3 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
