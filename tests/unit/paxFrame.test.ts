import { describe, expect, test } from 'vitest';
import {
  decodeFrame,
  encodeFrame,
  encodeRequest,
  extData,
  FrameError,
  frameEnd,
  group,
  lrc,
  lrcOk,
  parseExtData,
  PAX_VERSION,
  showFrame,
  splitGroup,
} from '../../server/services/terminals/pax/frame';
import {
  markVoided,
  parseCredit,
  parseLocalDetail,
  parseLocalTotal,
  requests,
} from '../../server/services/terminals/pax/messages';
import { resultMessage } from '../../server/services/terminals/pax/resultCodes';
import { TerminalError } from '../../server/services/terminals/driver';

/** The SDKs' tests write frames with the control bytes named: "[STX]A00[FS]1.35[FS][ETX]…". */
function fromShown(shown: string): Buffer {
  const codes: Record<string, number> = { STX: 0x02, ETX: 0x03, FS: 0x1c, US: 0x1f };
  return Buffer.from(
    shown.replace(/\[(STX|ETX|FS|US)\]/g, (_, name: string) => String.fromCharCode(codes[name])),
    'latin1',
  );
}

describe('PAX framing', () => {
  test('the LRC is the XOR of the bytes after STX through ETX', () => {
    // "A00" FS "1.35" FS ETX, worked by hand: 0x41^0x30^0x30 = 0x41, ^FS = 0x5d, ^"1.35" (0x31^0x2e^0x33^0x35 = 0x19) = 0x44,
    // ^FS = 0x58, ^ETX = 0x5b ('['). The SDKs' tests assert the same bytes up to ETX ("[STX]A00[FS]1.35[FS][ETX]",
    // globalpayments/java-sdk src/test/java/com/global/api/tests/terminals/pax/PaxAdminTests.java).
    const frame = encodeRequest('A00');
    expect(showFrame(frame)).toBe('[STX]A00[FS]1.35[FS][ETX][');
    expect(frame[frame.length - 1]).toBe(0x5b);
    expect(lrc(frame, 1, frame.length - 1)).toBe(0x5b);
  });

  test('a whole frame copied from the Heartland .NET SDK tests carries the LRC we compute', () => {
    // hps/heartland-dotnet SecureSubmit.Tests/Terminals/PAX/PaxAdminMessageTests.cs, Reboot():
    //   Assert.AreEqual("[STX]A26[FS]1.31[FS][ETX][", message)  (the LRC byte is '[' = 0x5b)
    const sdk = fromShown('[STX]A26[FS]1.31[FS][ETX][');
    expect(lrcOk(sdk)).toBe(true);
    expect(encodeFrame(['A26', '1.31', ''])).toEqual(sdk);
    expect(decodeFrame(sdk)).toEqual(['A26', '1.31', '']);
    // (The same file's Cancel() expects "…A14[FS]1.31[FS][ETX]_", but that test expects an exception before
    // anything is sent in HTTP mode, so its assertion never ran: the XOR of those bytes is 'Z'.)
    expect(showFrame(encodeFrame(['A14', '1.31', '']))).toBe('[STX]A14[FS]1.31[FS][ETX]Z');
  });

  test('a credit sale is laid out field for field as the Global Payments Java SDK sends it', () => {
    // globalpayments/java-sdk src/test/java/com/global/api/tests/terminals/pax/PaxLevel2Tests.java, CheckPoNumber():
    //   message.startsWith("[STX]T00[FS]1.35[FS]01[FS]1000[FS][FS]1[FS][FS][FS]123456789[FS][FS][ETX]")
    // (a $10.00 sale, ECRRefNum 1, PO number 123456789 in the Commercial group).
    const sdkPo = '[STX]T00[FS]1.35[FS]01[FS]1000[FS][FS]1[FS][FS][FS]123456789[FS][FS][ETX]';
    const ours = encodeRequest('T00', [
      '01',
      group([1000, '']),
      '',
      group(['1']),
      '',
      '',
      '123456789',
      '',
      '',
    ]);
    expect(showFrame(ours).startsWith(sdkPo)).toBe(true);
    expect(lrcOk(ours)).toBe(true);

    // globalpayments/java-sdk …/pax/PaxCreditTests.java, creditSale() (with allowDuplicates: DupOverride is Account's 6th sub-field):
    //   message.startsWith("[STX]T00[FS]1.35[FS]01[FS]1000[FS][US][US][US][US][US]1[FS]1[FS][FS][FS][FS][FS][ETX]")
    const sdkDup =
      '[STX]T00[FS]1.35[FS]01[FS]1000[FS][US][US][US][US][US]1[FS]1[FS][FS][FS][FS][FS][ETX]';
    expect(
      showFrame(
        encodeRequest('T00', [
          '01',
          '1000',
          group(['', '', '', '', '', '1']),
          '1',
          '',
          '',
          '',
          '',
          '',
        ]),
      ).startsWith(sdkDup),
    ).toBe(true);

    // Our sale builder: the same sale without the PO number or the duplicate override.
    expect(
      showFrame(requests.sale({ ecrRef: '1', amountCents: 1000 })).startsWith(
        '[STX]T00[FS]1.35[FS]01[FS]1000[FS][FS]1[FS][FS][FS][FS][FS][ETX]',
      ),
    ).toBe(true);
  });

  test('sub-fields join with US and drop the trailing empty ones; ExtData is KEY=VALUE pairs', () => {
    expect(group(['1250', '', '', ''])).toBe('1250');
    expect(group(['', '300'])).toBe('\x1f300');
    expect(splitGroup('a\x1fb\x1f')).toEqual(['a', 'b', '']);
    expect(splitGroup('')).toEqual([]);
    const ext = extData({ TIPREQ: 1, SIGN: null, HREF: 'FK1000001' });
    expect(ext).toBe('TIPREQ=1\x1fHREF=FK1000001');
    expect(parseExtData(ext)).toEqual({ TIPREQ: '1', HREF: 'FK1000001' });
  });

  test('a control byte inside a value cannot split the frame', () => {
    const frame = requests.sale({ ecrRef: 'R\x1c1', amountCents: 500, invoiceNo: 'T\x0342' });
    const fields = decodeFrame(frame);
    expect(fields).toHaveLength(11);
    expect(splitGroup(fields[5])).toEqual(['R1', 'T42']);
  });

  test('the pinned version is 1.35 and tip, signature and original sale go where the SDK puts them', () => {
    expect(PAX_VERSION).toBe('1.35');
    const sale = decodeFrame(
      requests.sale({
        ecrRef: 'E7',
        amountCents: 4500,
        tipRequest: true,
        signature: true,
        invoiceNo: '1042',
      }),
    );
    expect(sale.slice(0, 5)).toEqual(['T00', '1.35', '01', '4500', '']);
    expect(splitGroup(sale[5])).toEqual(['E7', '1042']);
    expect(parseExtData(sale[10])).toEqual({ TIPREQ: '1', SIGN: '1' });

    const original = {
      ecrRef: 'E7',
      terminalRef: '0003',
      hostRef: 'FK1000003',
      authCode: '123456',
    };
    const voided = decodeFrame(requests.void({ ecrRef: 'E8', original }));
    expect(voided[2]).toBe('16');
    expect(splitGroup(voided[5])).toEqual(['E8', '', 'E7', '123456', '0003']);
    expect(parseExtData(voided[10])).toEqual({ HREF: 'FK1000003' });
    const adjust = decodeFrame(requests.adjustTip({ ecrRef: 'E9', tipCents: 900, original }));
    expect([adjust[2], adjust[3]]).toEqual(['06', '900']);
    expect(decodeFrame(requests.batchClose(new Date('2026-11-26T09:05:07Z')))).toEqual([
      'B00',
      '1.35',
      '20261126090507',
    ]);
    expect(decodeFrame(requests.localDetail(3))).toEqual([
      'R02',
      '1.35',
      '00',
      '',
      '',
      '3',
      '',
      '',
      '',
      '',
    ]);
  });

  test('a wrong LRC, a missing ETX or STX is refused', () => {
    const good = encodeRequest('A00');
    const bad = Buffer.from(good);
    bad[bad.length - 1] ^= 1;
    expect(lrcOk(bad)).toBe(false);
    expect(() => decodeFrame(bad)).toThrow(FrameError);
    expect(() => decodeFrame(good.subarray(0, good.length - 1))).toThrow(FrameError);
    expect(() => decodeFrame(good.subarray(1))).toThrow(FrameError);
  });

  test('frameEnd finds a whole frame after a stray ACK and waits for its LRC', () => {
    const frame = encodeRequest('A00');
    const stream = Buffer.concat([Buffer.from([0x06]), frame, Buffer.from([0x02, 0x41])]);
    expect(frameEnd(stream)).toBe(1 + frame.length);
    expect(frameEnd(frame.subarray(0, frame.length - 1))).toBe(-1);
  });
});

describe('PAX replies', () => {
  const reply = (fields: string[]) => decodeFrame(encodeFrame(fields));

  test('an approved T01 gives the last four, brand, entry mode, auth code and references, the tip apart', () => {
    const fields = reply([
      '0',
      'T01',
      '1.35',
      '000000',
      'OK',
      group(['00', 'APPROVAL', 'A1B2C3', 'HOST9', '12', '7']),
      '01',
      group(['5400', '0', '900']),
      group(['************4242', '2', '1229', '', '', '', '02']),
      group(['0012', 'E1', '20261126090000']),
      '',
      '',
      '',
      extData({ HREF: 'GW123' }),
    ]);
    expect(parseCredit(fields, 'E1')).toEqual({
      outcome: 'approved',
      resultCode: '000000',
      resultText: 'OK',
      message: 'Approved.',
      ecrRef: 'E1',
      approvedCents: 4500,
      amountDueCents: 0,
      tipCents: 900,
      last4: '4242',
      cardType: 'Mastercard',
      entryMode: 'contactless',
      authCode: 'A1B2C3',
      hostRef: 'GW123',
      terminalRef: '0012',
      batchNo: '7',
    });
  });

  test("a real terminal's approval, logged in a public project, checks out and reads the same way", () => {
    // TriplePlayPay/TerminalGateway TerminalGateway.Desktop.WPF/Communications/Terminal/TerminalTransmitter.cs (doc comment):
    // a $150.00 Mastercard chip sale answered by a PAX on protocol 1.54 (later versions append groups after ExtData,
    // and this one writes the gateway reference as "HRef").
    const device = fromShown(
      '[STX]0[FS]T01[FS]1.54[FS]000000[FS]OK[FS]00[US]APPROVAL[US]611532[US]410813655763[US][US]3[US]MCC0000135210417[US][US][FS]01[FS]15000[US]0[US]0[US]0[US]0[US]0[US][US][US][US][US][US]0[US]0[US]0[FS]4111[US]4[US]1225[US][US][US][US]02[US]UAT USA/Test Card 07      [US][US][US]0[US][US][US][US][US][US][FS]2[US]256549[US]20240417141959[US][US][US][US][US][FS]0[US]AVS Not Requested.[US][US][US][FS][FS][FS][US]EDCTYPE=CREDIT[US]HRef=200069124602[US]CARDBIN=541333[US]PROGRAMTYPE=0[US]SN=1240334673[US]PINSTATUSNUM=0[US]GLOBALUID=1240334673202404171419590310[US]ARQC=6FD3375A73F0F2DC[US]TVR=0400088000[US]AID=A0000000041010[US]TSI=E800[US]ATC=0026[US]APPLAB=MASTERCARD[US]APPPN=Mastercard[US]IAD=0110200009620000000000000000000000FF[US]CID=00[US]CVM=6[US]userLanguageStatus=1[US][FS][FS][FS][FS][ETX]*',
    );
    expect(lrcOk(device)).toBe(true);
    expect(parseCredit(decodeFrame(device), '256549')).toEqual({
      outcome: 'approved',
      resultCode: '000000',
      resultText: 'OK',
      message: 'Approved.',
      ecrRef: '256549',
      approvedCents: 15000,
      amountDueCents: 0,
      tipCents: 0,
      last4: '4111',
      cardType: 'Mastercard',
      entryMode: 'chip',
      authCode: '611532',
      hostRef: '200069124602',
      terminalRef: '2',
      batchNo: '3',
    });
  });

  test('a decline without groups is a declined result with the clerk sentence, and a partial approval shows what is still due', () => {
    const declined = parseCredit(reply(['0', 'T01', '1.35', '000100', 'DECLINE']), 'E2');
    expect(declined).toMatchObject({
      outcome: 'declined',
      approvedCents: 0,
      last4: null,
      message: resultMessage('000100', 'DECLINE'),
    });
    const partial = parseCredit(
      reply(['0', 'T01', '1.35', '000000', 'OK', '', '01', group(['651', '652'])]),
      'E3',
    );
    expect(partial).toMatchObject({ outcome: 'approved', approvedCents: 651, amountDueCents: 652 });
  });

  test('a reply to another command is a protocol error, not a decline', () => {
    expect(() => parseCredit(reply(['0', 'A01', '1.35', '000000', 'OK']), 'E4')).toThrow(
      TerminalError,
    );
  });

  test('R01 totals take the tips out of the net; R03 records are marked voided by a void carrying their HREF', () => {
    expect(
      parseLocalTotal(
        reply([
          '0',
          'R01',
          '1.35',
          '000000',
          'OK',
          '00',
          group([3, 7200]),
          extData({ TIPAMOUNT: 700 }),
        ]),
      ),
    ).toEqual({ count: 3, amountCents: 6500, tipCents: 700 });
    const record = (n: number, type: string, href: string) =>
      parseLocalDetail(
        reply([
          '0',
          'R03',
          '1.35',
          '000000',
          'OK',
          '2',
          String(n),
          group(['00', 'OK', 'AUTH', href]),
          '01',
          type,
          '',
          group(['1000', '0', '0']),
          group(['4242', '4']),
          group([`000${n}`, `E${n}`]),
          '',
          '',
          '',
          extData({ HREF: href }),
        ]),
      ).record!;
    expect(
      markVoided([record(0, '01', 'H1'), record(1, '16', 'H1')]).map((r) => [r.kind, r.voided]),
    ).toEqual([
      ['sale', true],
      ['void', false],
    ]);
  });

  test('every listed result code has a sentence, and an unknown one says what the terminal answered', () => {
    for (const code of ['000000', '000100', '100001', '100002', '100003', '100011', '100021'])
      expect(resultMessage(code, 'X')).not.toMatch(/answered/);
    expect(resultMessage('100099', 'COMM ERROR')).toBe('The terminal answered 100099 COMM ERROR.');
  });
});
