// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
// An alias reached from a location (deferred to the end) through an
// attribute without an alias is not deferred once an op's attribute holds
// that attribute, as upstream's `markAliasNonDeferrable` walks through it.
module {
  "test.op"() : () -> () loc(fused<[affine_map<(d0) -> (d0 + 1)>]>["a":1:1])
  "test.op"() {foo = [affine_map<(d0) -> (d0 + 1)>]} : () -> ()
}

