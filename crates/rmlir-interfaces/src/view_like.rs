//! Mixed static/dynamic index lists of view-like ops (upstream's
//! `ViewLikeInterface.cpp`): `[0, %i, 4]` where dynamic entries are SSA
//! values and static ones integers, stored as an `array<i64>` property with
//! `ShapedType::kDynamic` marking the dynamic positions.

use rmlir_ir::asm::{
    Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct, UnresolvedOperand,
};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::CustomDirective;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{BodyId, OpView, Type, Value};

fn delimiters(d: Delimiter) -> (&'static str, &'static str) {
    match d {
        Delimiter::Paren | Delimiter::OptionalParen => ("(", ")"),
        Delimiter::LessGreater | Delimiter::OptionalLessGreater => ("<", ">"),
        Delimiter::Braces | Delimiter::OptionalBraces => ("{", "}"),
        Delimiter::Square | Delimiter::OptionalSquare => ("[", "]"),
        Delimiter::None => ("", ""),
    }
}

/// `printDynamicIndexList`: static entries print as integers, dynamic ones
/// as the next value (with `: type` when `types` is given); a scalable
/// entry is wrapped in `[...]`.
pub fn print_dynamic_index_list(
    p: &mut dyn OpAsmPrinter,
    body: BodyId,
    values: &[Value],
    integers: &[i64],
    scalable: &[bool],
    types: &[Type],
    delim: Delimiter,
) {
    let (l, r) = delimiters(delim);
    p.write_str(l);
    let mut dyn_idx = 0;
    for (i, &v) in integers.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let sc = scalable.get(i).copied().unwrap_or(false);
        if sc {
            p.write_str("[");
        }
        if v == DYNAMIC {
            if let Some(&val) = values.get(dyn_idx) {
                p.print_operand(body, val);
            }
            if let Some(&t) = types.get(dyn_idx) {
                p.write_str(" : ");
                p.print_type(t);
            }
            dyn_idx += 1;
        } else {
            p.write_str(&v.to_string());
        }
        if sc {
            p.write_str("]");
        }
    }
    p.write_str(r);
}

/// The result of [`parse_dynamic_index_list`].
#[derive(Default, Debug)]
pub struct DynamicIndexList {
    /// The dynamic entries, in order.
    pub values: Vec<UnresolvedOperand>,
    /// Every entry: its value, or [`DYNAMIC`].
    pub integers: Vec<i64>,
    /// Which entries were written `[...]`.
    pub scalable: Vec<bool>,
    /// The types of the dynamic entries, when parsed with types.
    pub types: Vec<Type>,
}

/// `parseDynamicIndexList`.
pub fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser<'_>,
    with_types: bool,
    delim: Delimiter,
) -> ParseResult<DynamicIndexList> {
    let mut out = DynamicIndexList::default();
    let r = rmlir_ir::asm::comma_separated_list(p, delim, " in dynamic index list", &mut |p| {
        let operand = p.parse_optional_operand()?;
        let sc = p.parse_optional_punct(Punct::LSquare);
        out.scalable.push(sc);
        match operand {
            Some(u) => {
                out.values.push(u);
                out.integers.push(DYNAMIC);
                if with_types {
                    p.parse_punct(Punct::Colon)?;
                    out.types.push(p.parse_type()?);
                }
            }
            None => out.integers.push(p.parse_integer()?),
        }
        if sc && !p.parse_optional_punct(Punct::RSquare) {
            let loc = p.current_loc();
            return Err(p.emit_error(loc, "expected ']'"));
        }
        Ok(())
    });
    if let Err(mut d) = r {
        let loc = p.name_loc();
        let extra = p.emit_error(loc, "expected SSA value or integer");
        // After a lexer error the follow-up is abandoned (the parser hands
        // back the lexer's error again): upstream reports it once.
        if (extra.offset, &extra.message) != (d.offset, &d.message) {
            d.also.push((extra.offset, extra.message));
        }
        return Err(d);
    }
    Ok(out)
}

fn parse_directive(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let list = parse_dynamic_index_list(p, false, Delimiter::Square)?;
    *args[0].operands_mut() = list.values;
    *args[1].attr_mut() = Some(p.ctx().dense_i64_array_attr(&list.integers));
    Ok(())
}

fn print_directive(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let ints = args[1]
        .attr()
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default();
    print_dynamic_index_list(
        p,
        op.body_id,
        args[0].values(),
        &ints,
        &[],
        &[],
        Delimiter::Square,
    );
}

/// `custom<DynamicIndexList>($values, $static_values)`.
#[allow(non_upper_case_globals)]
pub static DynamicIndexList: CustomDirective = CustomDirective {
    parse: parse_directive,
    print: print_directive,
};

/// Values of a mixed list: each static entry as an integer, each dynamic
/// one as the next value (upstream's `getMixedValues`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// A static value.
    Int(i64),
    /// A dynamic value.
    Value(Value),
}

/// `getMixedValues(static, dynamic)`.
pub fn mixed_values(statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldResult> {
    let mut d = dynamics.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                d.next()
                    .map(|&v| OpFoldResult::Value(v))
                    .unwrap_or(OpFoldResult::Int(DYNAMIC))
            } else {
                OpFoldResult::Int(s)
            }
        })
        .collect()
}

/// Upstream's `verifyListOfOperandsOrIntegers`: `static` has `expected`
/// entries and as many dynamic markers as there are `values`.
pub fn verify_list_of_operands_or_integers(
    op: &OpView<'_>,
    name: &str,
    expected: usize,
    statics: &[i64],
    values: &[Value],
) -> rmlir_ir::op_def::VerifyResult {
    if statics.len() != expected {
        return Err(op.emit_error(format!(
            "expected {expected} {name} values, got {}",
            statics.len()
        )));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if values.len() != dynamic {
        return Err(op.emit_error(format!("expected {dynamic} dynamic {name} values")));
    }
    Ok(())
}
